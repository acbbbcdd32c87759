/* coreclr_internal.h — shared between src/coreclr's files only. */
#ifndef CORVID_CORECLR_INTERNAL_H
#define CORVID_CORECLR_INTERNAL_H

#include "coreclr/coreclr.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include "thread/thread.h"

#endif
