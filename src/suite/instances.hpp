#pragma once
// The instances of a suite, one kind per generator, each handed to a callback as it is made: a
// 100,000-instance suite is never held in memory. Every generator gives the same instances in
// the same order for the same arguments (the random ones draw from std::mt19937_64, whose sequence
// the C++ standard fixes, with boardlp's own uniform draw).
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "problem.hpp"

namespace boardlp::suite {

// A uniform draw from 0..n-1 by rejection, the same on every platform (the standard's
// distributions are not): every random generator of suites draws with it.
uint64_t draw(std::mt19937_64& rng, uint64_t n);

struct Instance {
  std::string name;     // says what it is: "queens-8x8-walls-r1c2-r4c5-r7c7"
  Spec spec;
  std::string options;  // the boardlp options after PIECE BOARD that write it: "--wall 1,2 --wall 4,5"
  // A tiered set (boardlp suite frontier): the reference run of cbc that decides the tier, its
  // seconds to a proven optimum (-1: none within the hour) and where it was measured.
  bool tiered = false;
  double reference_seconds = -1;
  std::string measured;
};
using InstanceSink = std::function<void(const Instance&)>;

// The wall sweep of "ILPs for Blocked n-Queens": every board with exactly `walls` walls, one per class up to the board's
// rotations and reflections (and translations on a torus); problem max.
void wall_sweep(Piece piece, int32_t rows, int32_t cols, int walls, bool torus, Formulation f, const InstanceSink& sink);

// One instance per piece and board size n x n for n in from..to, with the problem of `base`
// (its problem, torus, formulation and cuts).
void size_series(const std::vector<Piece>& pieces, int32_t from, int32_t to, const Spec& base, const InstanceSink& sink);

// CSPLib prob079: n queens on n x n with k of them already placed, none attacking another;
// `count` different instances drawn from `seed`. prob080: n queens with k blocked squares (holes:
// no queen, but lines pass). Throws UserError when there are fewer different instances than asked.
void completion_set(int32_t n, int k, int count, uint64_t seed, const InstanceSink& sink);
void holes_set(int32_t n, int k, int count, uint64_t seed, const InstanceSink& sink);

}  // namespace boardlp::suite
