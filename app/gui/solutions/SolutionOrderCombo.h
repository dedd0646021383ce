#pragma once
// SolutionOrderCombo: the solutions browser's choice of row order, "By solution number" or
// "By symmetry class" (grouped: a class's members together, the classes in increasing order).
//
// It keeps the user's choice (wantsByClass) apart from what the current list allows: grouping
// needs the whole list in memory, so for a list loaded lazily the browser calls
// setAvailable(false, …); the combo is then disabled, shows "By solution number" and its tooltip
// says why. The choice comes back when a later list allows it. choiceChanged(byClass) is emitted
// only when the user picks an item (not for setWantsByClass or setAvailable).
#include <QComboBox>
#include <cstdint>

class SolutionOrderCombo : public QComboBox {
    Q_OBJECT

public:
    explicit SolutionOrderCombo(QWidget* parent = nullptr);

    void setWantsByClass(bool byClass);
    bool wantsByClass() const { return wanted_; }
    // rows and n only word the tooltip of an unavailable choice.
    void setAvailable(bool available, std::uint64_t rows, int n);
    bool isAvailable() const { return available_; }
    bool ordersByClass() const { return wanted_ && available_; }  // the order in effect

signals:
    void choiceChanged(bool byClass);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: items and tool tip again

private:
    void refresh();
    void retranslateItems();

    bool wanted_ = false;
    bool available_ = true;
    std::uint64_t rows_ = 0;
    int n_ = 0;
};
