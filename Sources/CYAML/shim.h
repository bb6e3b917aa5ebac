#ifndef TRANSC_CYAML_SHIM_H
#define TRANSC_CYAML_SHIM_H
#include <yaml.h>
#endif
