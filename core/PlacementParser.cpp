#include "PlacementParser.h"
