#ifndef FORMSIM_CMICROHTTPD_SHIM_H
#define FORMSIM_CMICROHTTPD_SHIM_H

/* microhttpd.h needs these system headers first (it does not include them itself). */
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_get_daemon_info is variadic, which Swift cannot call: the port the daemon bound
   (useful when it was started on port 0), or 0 when unknown. */
static inline uint16_t formsim_daemon_bind_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/* The number of connections the daemon has open now. */
static inline unsigned int formsim_daemon_connection_count(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

#endif
