#include "ordered_chunks.hpp"

#include <sched.h>

#include <algorithm>

namespace boardlp {

unsigned available_cores() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

OrderedChunks::OrderedChunks(OutBuffer& out, unsigned threads)
    // Two pieces a worker keeps every worker busy while the oldest is written; more only costs memory.
    : out_(out), max_unwritten_(2 * static_cast<size_t>(threads) + 2) {
  if (threads <= 1) return;
  workers_.reserve(threads);
  for (unsigned i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
}

OrderedChunks::~OrderedChunks() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  work_ready_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void OrderedChunks::add(Task task) { queue(std::move(task), false); }

void OrderedChunks::add_in_order(Task task) { queue(std::move(task), true); }

void OrderedChunks::queue(Task task, bool in_order) {
  if (workers_.empty()) {  // every earlier task has run: in order either way
    task(out_);
    return;
  }
  std::unique_lock lock(mutex_);
  while (queue_.size() >= max_unwritten_) write_oldest(lock);
  auto piece = std::make_shared<Piece>();
  piece->task = std::move(task);
  piece->in_order = in_order;
  queue_.push_back(std::move(piece));
  lock.unlock();
  work_ready_.notify_one();
}

void OrderedChunks::finish() {
  std::unique_lock lock(mutex_);
  while (!queue_.empty()) write_oldest(lock);
}

void OrderedChunks::write_oldest(std::unique_lock<std::mutex>& lock) {
  piece_done_.wait(lock, [&] { return queue_.front()->done || queue_.front()->in_order; });
  std::shared_ptr<Piece> piece = std::move(queue_.front());
  queue_.pop_front();
  if (started_ > 0) --started_;  // taken pieces are a prefix of the queue: this one was taken
  lock.unlock();
  if (piece->in_order) {  // every piece before it is written: make its text here, in place
    piece->task(out_);
    lock.lock();  // held again on return, as on the other path
    return;
  }
  if (piece->error) std::rethrow_exception(piece->error);  // the destructor stops the workers
  out_.put(piece->text->text());
  piece->text->clear();
  lock.lock();
  spare_.push_back(std::move(piece->text));
}

void OrderedChunks::work() {
  std::unique_lock lock(mutex_);
  for (;;) {
    work_ready_.wait(lock, [&] { return stopping_ || started_ < queue_.size(); });
    if (stopping_) return;
    // The oldest piece nobody has taken: pieces finish roughly in the order they are written.
    std::shared_ptr<Piece> piece = queue_[started_++];
    if (piece->in_order) continue;  // the writing thread makes it
    std::unique_ptr<OutBuffer> text;
    if (!spare_.empty()) {
      text = std::move(spare_.back());
      spare_.pop_back();
    } else {
      text = std::make_unique<OutBuffer>(size_t{1} << 20);
    }
    lock.unlock();
    try {
      piece->task(*text);
    } catch (...) {
      piece->error = std::current_exception();
    }
    piece->task = nullptr;  // frees what the task held before the piece is written
    lock.lock();
    piece->text = std::move(text);
    piece->done = true;
    piece_done_.notify_all();
  }
}

}  // namespace boardlp
