#include "TimelineBatch.h"
