// A Redis Cluster address: `redis-cluster://[user:password@]host1:port1,host2:port2`
// (`rediss-cluster://` for TLS). Any of the nodes is enough to discover the others; listing
// several lets the service start while one of them is down.

export interface ClusterAddress {
  nodes: { host: string; port: number }[];
  username?: string;
  password?: string;
  tls: boolean;
}

const CLUSTER_URL = /^(rediss?)-cluster:\/\/(?:([^@/]*)@)?([^/?#]+?)\/?$/;

export function isClusterUrl(url: string): boolean {
  return /^rediss?-cluster:\/\//.test(url);
}

/** The nodes and credentials of a cluster URL; throws on a malformed one (config validation already refused those). */
export function parseClusterUrl(url: string): ClusterAddress {
  const match = CLUSTER_URL.exec(url);
  if (!match) throw new Error('a Redis Cluster URL is redis-cluster://host:port[,host:port…]');
  const [, scheme, credentials, hosts] = match;
  const nodes = hosts!.split(',').map((hostPort) => {
    const at = hostPort.lastIndexOf(':');
    const host = hostPort.slice(0, at).replace(/^\[(.*)\]$/, '$1');
    const port = Number(hostPort.slice(at + 1));
    if (at <= 0 || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`not a host:port in the Redis Cluster URL: ${hostPort}`);
    return { host, port };
  });
  const address: ClusterAddress = { nodes, tls: scheme === 'rediss' };
  if (credentials) {
    const colon = credentials.indexOf(':');
    const user = decodeURIComponent(colon < 0 ? credentials : credentials.slice(0, colon));
    if (colon >= 0) address.password = decodeURIComponent(credentials.slice(colon + 1));
    if (user) address.username = user;
  }
  return address;
}

/** The nodes without credentials, for messages and logs. */
export function redactedClusterAddress(address: ClusterAddress): string {
  return `redis${address.tls ? 's' : ''}-cluster://${address.nodes.map((n) => `${n.host}:${n.port}`).join(',')}`;
}
