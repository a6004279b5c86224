/**
 * The four kinds of home router the NAT lab builds, as nftables rule sets for the router's own
 * network namespace (interfaces `wan`, on the public network, and `lan`, to the home). Every kind
 * lets the home start anything outbound and lets back only what conntrack ties to it, except where
 * the kind says otherwise:
 *
 * - full cone: a static 1:1 NAT of the router's public address to the home host (SNAT keeps the
 *   port where it can; DNAT sends everything that arrives to the home). Endpoint-independent mapping
 *   and filtering: anyone who learns the mapped address:port reaches the home socket.
 * - port-restricted cone: SNAT with port preservation. One local port keeps one public port for
 *   every destination (endpoint-independent mapping); only the address:port a packet went to may
 *   answer (address-and-port-dependent filtering), as conntrack matches whole tuples.
 * - symmetric: SNAT with `fully-random` ports, so each destination gets another public port
 *   (endpoint-dependent mapping), filtered as above.
 * - UDP blocked: TCP is NATed as in the port-restricted kind; every UDP packet is dropped.
 */

export type NatKind = 'full-cone' | 'port-restricted' | 'symmetric' | 'udp-blocked';

export const NAT_KINDS: NatKind[] = ['full-cone', 'port-restricted', 'symmetric', 'udp-blocked'];

/** The nftables rule set of a router of `kind` whose public address is `wan` and whose home host is `home`. */
export function routerRules(kind: NatKind, wan: string, home: string): string {
  const snat = kind === 'symmetric' ? `snat to ${wan} fully-random` : `snat to ${wan}`;
  const inbound = kind === 'full-cone' ? `iifname "wan" dnat to ${home}` : '';
  const udp = kind === 'udp-blocked' ? 'meta l4proto udp drop' : '';
  return `table ip natlab {
  chain prerouting {
    type nat hook prerouting priority dstnat; policy accept;
    ${inbound}
  }
  chain postrouting {
    type nat hook postrouting priority srcnat; policy accept;
    oifname "wan" ${snat}
  }
  chain forward {
    type filter hook forward priority filter; policy drop;
    ${udp}
    ct state established,related accept
    iifname "lan" oifname "wan" accept
    ct status dnat accept
  }
  chain input {
    type filter hook input priority filter; policy accept;
    ${udp}
    iifname "wan" ct state != established,related drop
  }
}
`;
}
