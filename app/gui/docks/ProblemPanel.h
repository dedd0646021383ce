#pragma once
// ProblemPanel: what to solve: algorithm, board size N, first or all solutions, random seed.
// N is limited to 1..Limits::animatedMaxN(algorithm): a number typed beyond it stays in the field
// (marked) until the edit ends, then the previous N comes back and message() names the limit, so
// the run is kept. A clamp or a refused N or seed is explained through message(), and options()
// always uses the last accepted seed. problemChanged() is emitted once per user change (N when
// editing is finished); entryConfirmed() when Enter ends an edit of N or the seed, for the owner
// to give the keyboard back to playback. The seed and "New seed" apply only to the randomized
// searches (queens::isLocalSearch, min-conflicts included) and to CSP backtracking with random
// ties, "first / all solutions" to every other algorithm; the local searches' own options are
// fields of LocalSearchSettings, CSP backtracking's of CspSettings, shown for their algorithm only.
#include <QGroupBox>
#include <QString>
#include <cstdint>

#include "Algorithm.h"
#include "StepperOptions.h"

class QComboBox;
class QLabel;
class QLineEdit;
class CspSettings;
class LocalSearchSettings;
class RangeSpinBox;
class QToolButton;

class ProblemPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit ProblemPanel(QWidget* parent = nullptr);
    // Disconnects the fields from this panel first: when the window closes during destruction the
    // N field loses the focus and signals editingFinished, which must not reach a half-destroyed
    // panel.
    ~ProblemPanel() override;

    queens::Algorithm algorithm() const;
    queens::StepperOptions options() const;
    // Shows `a` and N = n (clamped to Limits::animatedMaxN(a)) without emitting problemChanged():
    // the main window calls it when it shows a given position (a solution from the solutions
    // browser), which is no new search. Returns the N shown.
    int showProblem(queens::Algorithm a, int n);
    // Shows a whole problem (a lesson's) without emitting problemChanged(): showProblem() and the
    // solution mode, seed and local-search settings; the options the fields do not offer
    // (min-conflicts' swaps per restart and restarts, the given queens) in a line under them.
    // options() returns them until the user changes the problem. Returns the N shown.
    int showOptions(queens::Algorithm a, const queens::StepperOptions& options);

signals:
    void problemChanged();
    void message(const QString& text);
    // Enter ended an edit of N or the seed (whether the value was taken or refused).
    void entryConfirmed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;  // LanguageChange: every text again

private:
    void retranslateUi();
    void updateExtras();
    void updateToolTips();                          // the tool tips that follow the algorithm
    void showAlgorithmFields(queens::Algorithm a);  // the fields that apply to `a`
    bool usesSeed() const;                          // the run of the fields depends on the seed
    void onAlgorithmChanged();
    void onSeedEdited();
    void drawNewSeed();
    void restoreSeed();
    void onNEditingFinished();
    void reportNOutOfRange(const QString& typed);
    QString limitText() const;

    QComboBox* algorithm_ = nullptr;
    RangeSpinBox* n_ = nullptr;
    QLineEdit* nEdit_ = nullptr;  // the spin box's line edit
    QComboBox* mode_ = nullptr;
    QLineEdit* seed_ = nullptr;
    QToolButton* newSeed_ = nullptr;
    QLabel* algorithmLabel_ = nullptr;
    QLabel* nLabel_ = nullptr;
    QLabel* modeLabel_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    LocalSearchSettings* settings_ = nullptr;
    CspSettings* csp_ = nullptr;
    QLabel* extras_ = nullptr;             // the options shown by showOptions() that have no field
    queens::StepperOptions extraOptions_;  // their values (maxStepsPerRestart, maxRestarts, fixed)
    std::uint64_t acceptedSeed_ = 1;       // the last accepted seed
    bool nEdited_ = false;  // the user typed in the N field since its last editingFinished
    QString nTyped_;        // what the user last typed there
};
