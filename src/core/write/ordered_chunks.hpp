#pragma once
// Formatting on every core, writing in order. A writer cuts its file into pieces whose text does
// not depend on any other piece and queues one task per piece; worker threads format the pieces
// into buffers of their own, and the calling thread writes the finished pieces to the output in
// the order they were queued. With one thread the tasks run in place, on the output itself, so
// the bytes are the same for every thread count (the tests compare 1, 2 and 5).
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "out_buffer.hpp"

namespace boardlp {

// The cores this process may run on (its CPU affinity), at least 1.
unsigned available_cores();

class OrderedChunks {
 public:
  using Task = std::function<void(OutBuffer&)>;

  // threads <= 1: no worker threads, each task runs when it is queued.
  OrderedChunks(OutBuffer& out, unsigned threads);
  // Stops the workers; pieces not yet written are dropped (an error is on its way).
  ~OrderedChunks();
  OrderedChunks(const OrderedChunks&) = delete;
  OrderedChunks& operator=(const OrderedChunks&) = delete;

  // Queues a piece; blocks while too many pieces are unwritten (that bounds the memory), writing
  // the oldest ones meanwhile. Rethrows the error of a task whose piece was due to be written.
  void add(Task task);
  // Queues a piece whose text the writing thread makes when its turn comes, once every piece
  // before it is written: for text that depends on what earlier pieces found (the header's
  // sizes, counted by the name checks).
  void add_in_order(Task task);
  // Writes every queued piece; rethrows the first error a task threw, in queue order.
  void finish();

 private:
  struct Piece {
    Task task;
    std::unique_ptr<OutBuffer> text;
    std::exception_ptr error;
    bool done = false;
    bool in_order = false;  // made by the writing thread (add_in_order); workers pass it by
  };

  void queue(Task task, bool in_order);
  void work();
  void write_oldest(std::unique_lock<std::mutex>& lock);

  OutBuffer& out_;
  size_t max_unwritten_;
  std::mutex mutex_;
  std::condition_variable work_ready_, piece_done_;
  std::deque<std::shared_ptr<Piece>> queue_;  // queued, not yet written, in order
  size_t started_ = 0;  // workers take pieces in queue order: the first started_ of queue_ are taken
  std::vector<std::unique_ptr<OutBuffer>> spare_;  // buffers of written pieces, for reuse
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace boardlp
