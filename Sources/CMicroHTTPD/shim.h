#ifndef FORMSIM_CMICROHTTPD_SHIM_H
#define FORMSIM_CMICROHTTPD_SHIM_H

/* microhttpd.h needs these system headers first (it does not include them itself). */
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

#endif
