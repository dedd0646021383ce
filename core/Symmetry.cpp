#include "Symmetry.h"
