#pragma once
// MainWindowDriver: operates a MainWindow the way a user does, through its widgets and QActions
// (found by objectName), and reads it back through the window's read-only accessors.
#include <QString>
#include <cstdint>

#include "Algorithm.h"
#include "MainWindow.h"
#include "PlaybackController.h"

class QAction;

class MainWindowDriver {
public:
    explicit MainWindowDriver(MainWindow& window) : window_(window) {}

    // Picks the algorithm in the combo box; false when it is not offered.
    bool selectAlgorithm(queens::Algorithm algorithm);
    void setN(int n);
    int nMaximum() const;
    int n() const;
    void setAllSolutions(bool all);
    void setSpeedPosition(int position);  // SpeedControl slider position
    int speedMaximum() const;
    // Triggers the QAction with this objectName; false when it is missing or disabled.
    bool trigger(const char* actionName);
    // Steps forward through stepForwardAction until the playback cursor is k, each time first
    // waiting (up to TestProblems::kSolveTimeoutMs) for the worker to have recorded the next
    // event. False when an event does not come, the action is disabled, or the cursor was
    // already past k.
    bool stepTo(std::uint64_t k);
    QString statusMessage() const;

    const PlaybackController& playback() const { return *window_.playback(); }

private:
    template <class T>
    T* child(const char* name) const;

    MainWindow& window_;
};
