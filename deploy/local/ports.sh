# Sourced by the scripts of deploy/local: free loopback ports.
# free_ports N: N distinct loopback ports nobody listens on right now (space-separated); free_port: one.
free_ports() {
  node -e '
    const net = require("net"); const n = +process.argv[1]; const open = [];
    for (let i = 0; i < n; i++) { const s = net.createServer(); s.listen(0, "127.0.0.1", () => {
      open.push(s); if (open.length === n) { console.log(open.map((x) => x.address().port).join(" ")); open.forEach((x) => x.close()); } }); }
  ' "$1"
}
free_port() { free_ports 1; }
