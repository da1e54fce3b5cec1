// Cairo and Pango for ChainframeRendering only. pangocairo.h includes cairo.h.
#ifndef CHAINFRAME_CCAIRO_SHIM_H
#define CHAINFRAME_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
