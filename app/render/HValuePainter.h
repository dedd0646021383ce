#pragma once
// HValuePainter: the h-values layer of BoardPainter (AIMA fig. 4.3(a)): on every square that is
// not a queen's, the h of the board if its row's queen moved there (SuccessorCosts); the lowest
// (the best successors) bold and green. Digits are sized from the cell and drawn with a light
// rim so that they read on both square colours at the back of a room; boards of more than
// kMaxN rows or cells under kMinCell pixels get none (the digits would not fit).
// Stateless: it only paints what the scene hands it and never computes a value.
#include <QtGlobal>

#include "BoardColors.h"
#include "BoardScene.h"

class QPainter;

class HValuePainter {
public:
    static constexpr int kMaxN = 20;
    static constexpr qreal kMinCell = 16.0;

    // Whether a board of n rows in cells of `cell` pixels shows its h-values.
    static bool fits(int n, qreal cell) { return n > 0 && n <= kMaxN && cell >= kMinCell; }
    // Paints s.hValues when it is non-empty, of the scene's n, and fits().
    static void paint(QPainter& p, const BoardScene& s, const BoardColors& colors);
};
