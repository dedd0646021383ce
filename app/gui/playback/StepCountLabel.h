#pragma once
// StepCountLabel: "step shown / steps recorded" beside the timeline scrubber. It is as wide as
// the widest such text of the current recording (every digit of the recorded count a 0), so the
// scrubber keeps the rest of the row, and its width changes only when the recorded count gains
// or loses a digit, not on every step. It only shows what setCount() gives.
#include <QLabel>
#include <cstdint>

class StepCountLabel : public QLabel {
    Q_OBJECT

public:
    explicit StepCountLabel(QWidget* parent = nullptr);

    void setCount(std::uint64_t cursor, std::uint64_t recorded);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange, FontChange: text and width

private:
    void refreshText();

    std::uint64_t cursor_ = 0;
    std::uint64_t recorded_ = 0;
};
