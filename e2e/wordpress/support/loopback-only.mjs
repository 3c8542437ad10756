// Preloaded into the WordPress Playground server (`node --import`): it listens on every
// interface by default and has no option for the host, and our test services stay on
// loopback. A listen() without a host gets 127.0.0.1.
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
	const [first, second] = args;
	if (typeof first === 'number' && (second === undefined || typeof second === 'function')) {
		args.splice(1, 0, '127.0.0.1');
	} else if (first && typeof first === 'object' && first.port !== undefined && first.host === undefined) {
		args[0] = { ...first, host: '127.0.0.1' };
	}
	return listen.apply(this, args);
};
