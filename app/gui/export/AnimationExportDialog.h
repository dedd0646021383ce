#pragma once
// AnimationExportDialog: exports a range of steps of the current run (step k: the board after k
// events) as an animated GIF or numbered PNG frames, by default the 100 steps around the cursor.
// It owns its widgets and an ExportProgressPanel whose ExportJob runs AnimationExporter::run off
// the GUI thread. The steps come from the owner's gather function, called on the GUI thread (the
// timeline is not thread-safe) when Export starts; see docs/design.md, "Exporting from the
// GUI". Each frame has, by default, a caption band: "Step k of m" (m = the run's last step when
// the dialog opened) and the sentence the main window shows under the board for that step, in
// the UI language. Only a folder that an export succeeded in is remembered. Its options persist in
// QSettings group "animationExportDialog"; every control has an objectName for tests.
#include <QDialog>
#include <QString>
#include <QtGlobal>
#include <functional>
#include <vector>

#include "AnimationExporter.h"
#include "BoardState.h"
#include "ExportFile.h"
#include "StepEvent.h"

class ExportProgressPanel;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class RangeSpinBox;

// What the gather function returns for steps from..to: the board after from - 1 events and the
// events from - 1 .. to - 1 (0-based), so that frame k - from shows step k.
struct AnimationInput {
    queens::BoardState start;
    std::vector<queens::StepEvent> events;
    QString error;  // non-empty: the steps could not be gathered (nothing is exported)
};

class AnimationExportDialog : public QDialog {
    Q_OBJECT

public:
    using Gather = std::function<AnimationInput(quint64 from, quint64 to)>;
    static constexpr int kDefaultFrames = 100;
    static constexpr int kMinDelayMs = 20;
    static constexpr int kMaxDelayMs = 10000;
    static constexpr int kMaxFrameWidth = 4096;

    AnimationExportDialog(int n, quint64 firstStep, quint64 lastStep, quint64 cursor, Gather gather,
                          QWidget* parent = nullptr);
    ~AnimationExportDialog() override;

    quint64 minStep() const { return minStep_; }
    quint64 maxStep() const { return maxStep_; }
    quint64 fromStep() const;
    quint64 toStep() const;
    // Sets the spin boxes (each clamped to minStep()..maxStep()); true when the range can be
    // exported as it is (rangeProblem() is empty).
    bool setRange(quint64 from, quint64 to);
    // "" when from..to can be exported with the delay and width typed, else the translated
    // reason (also shown under the range while Export is disabled).
    QString rangeProblem() const;
    // The options the widgets set (output empty: exportTo fills it in).
    AnimationOptions animationOptions() const;

    bool exportTo(const QString& path);
    void cancelExport();
    bool isExporting() const;

signals:
    void exportFinished(const ExportResult& result);

protected:
    void done(int result) override;  // cancels a running export

private:
    QLayout* buildOptionsLayout();
    void loadSettings();
    void saveSettings() const;
    void onRangeChanged();
    void chooseAndExport();
    void onFinished(const ExportResult& result);
    void refuse(const QString& reason);
    void setExporting(bool exporting);

    int n_;
    quint64 minStep_;
    quint64 maxStep_;
    Gather gather_;
    ExportProgressPanel* panel_ = nullptr;  // the job, its progress, Cancel and the message line
    QDoubleSpinBox* from_ = nullptr;        // whole steps: exact up to 2^53
    QDoubleSpinBox* to_ = nullptr;
    QLabel* framesLabel_ = nullptr;
    QComboBox* kind_ = nullptr;
    RangeSpinBox* delay_ = nullptr;  // a value typed out of range disables Export (rangeProblem)
    RangeSpinBox* width_ = nullptr;
    QComboBox* theme_ = nullptr;
    QComboBox* coordinates_ = nullptr;
    QCheckBox* stepCaption_ = nullptr;  // EventDescriber's sentence under each frame
    QCheckBox* stepNumber_ = nullptr;   // "Step k of m" under each frame
    QPushButton* export_ = nullptr;
    QPushButton* close_ = nullptr;
    QString directory_;  // of the running export; remembered when it succeeds
};
