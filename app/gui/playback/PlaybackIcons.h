#pragma once
// PlaybackIcons: the media-style icons of the playback actions, drawn in the palette's text colour
// so that they stay visible in light and dark palettes alike. Stateless.
#include <QIcon>
#include <QPalette>

class PlaybackIcons {
public:
    enum class Kind {
        Play,
        Pause,
        StepForward,
        StepBack,
        Rewind,
        RunToSolution,
        End,        // run to end
        Backtrack,  // run to the next backtrack
        Restart,    // run to the next restart
        Depth,      // run to depth k
        Conflicts,  // run to collisions <= k
        Wipeout,    // run to the next wipe-out (an empty domain)
        Backjump,   // run to the next backjump
        Faster,
        Slower,
    };

    static QIcon icon(Kind kind, const QPalette& palette);

private:
    static void draw(Kind kind, class QPainter& p, qreal size, const QColor& color);
};
