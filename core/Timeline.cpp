#include "Timeline.h"
