#ifndef FORMSIM_CMICROHTTPD_SHIM_H
#define FORMSIM_CMICROHTTPD_SHIM_H

#include <poll.h>
/* POLLRDHUP is Linux's, declared by <poll.h> only under _GNU_SOURCE; defining that here
   would give this module other definitions of the system's types (fd_set) than Swift's
   Glibc module has, which explicit-module builds (the sanitizers') refuse. */
#ifndef POLLRDHUP
#define POLLRDHUP 0x2000
#endif

/* microhttpd.h needs these system headers first (it does not include them itself). */
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netdb.h>
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

/* MHD_get_connection_info is variadic too: the connection's socket, or -1. */
static inline int formsim_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* Whether the peer of this socket closed it or its sending side (POLLRDHUP: the two look
   the same without writing), without reading from it or waiting. */
static inline int formsim_socket_hung_up(int socket) {
    struct pollfd descriptor = { .fd = socket, .events = POLLRDHUP, .revents = 0 };
    if (socket < 0 || poll(&descriptor, 1, 0) <= 0) return 0;
    return (descriptor.revents & (POLLRDHUP | POLLHUP | POLLERR)) != 0;
}

/* The client's address as 16 bytes, an IPv4 one mapped into IPv6 (::ffff:a.b.c.d); 0 on
   success. Bytes, not text: most requests never need the address written out. */
static inline int formsim_connection_peer(struct MHD_Connection *connection, unsigned char bytes[16]) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return -1;
    if (info->client_addr->sa_family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)info->client_addr;
        static const unsigned char mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF };
        memcpy(bytes, mapped, 12);
        memcpy(bytes + 12, &v4->sin_addr, 4);
        return 0;
    }
    if (info->client_addr->sa_family == AF_INET6) {
        memcpy(bytes, &((const struct sockaddr_in6 *)info->client_addr)->sin6_addr, 16);
        return 0;
    }
    return -1;
}

#endif
