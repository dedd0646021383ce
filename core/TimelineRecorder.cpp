#include "TimelineRecorder.h"
