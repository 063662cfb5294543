package dev.tablewright.cli.bench;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A TCP relay on the loopback that adds a fixed delay to every round trip, as a desktop's link to AWS
 * does: each byte on its way to the server is held for the delay after it arrived (a delay line, so a
 * large request is delayed once, not once per chunk), and a new connection waits the delay before it
 * reaches the server (its handshake). Answers come back at once.
 *
 * <p>Only the live benches build one ({@code --latency-ms}), and both loops they compare go through
 * it alike; it is package-private so that no real connection can be routed through it.
 */
final class LatencyRelay implements Closeable {
    private static final int CHUNK = 64 * 1024;
    private static final int CONNECT_TIMEOUT_MS = 10_000;
    /** Marks the end of what a client sent, in the delay line. */
    private static final byte[] END = new byte[0];

    private final ServerSocket server;
    private final InetSocketAddress upstream;
    private final long delayNanos;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger connections = new AtomicInteger();
    private volatile boolean closed;

    private LatencyRelay(ServerSocket server, InetSocketAddress upstream, Duration delay) {
        this.server = server;
        this.upstream = upstream;
        this.delayNanos = delay.toNanos();
    }

    /** Listens on a free loopback port and relays to {@code host:port} with {@code delay} added per round trip. */
    static LatencyRelay start(String host, int port, Duration delay) throws IOException {
        if (delay.isNegative()) {
            throw new IllegalArgumentException("a delay cannot be negative: " + delay);
        }
        ServerSocket server = new ServerSocket(0, 128, InetAddress.getLoopbackAddress());
        LatencyRelay relay = new LatencyRelay(server, new InetSocketAddress(host, port), delay);
        daemon("latency-relay-accept", relay::acceptLoop).start();
        return relay;
    }

    /** The URL that reaches the upstream server through the relay. */
    URI endpoint() {
        return URI.create("http://" + server.getInetAddress().getHostAddress() + ":" + server.getLocalPort());
    }

    /** Connections accepted so far (a client that reuses its connections opens few). */
    int connections() {
        return connections.get();
    }

    @Override
    public void close() {
        closed = true;
        quietly(server);
        open.forEach(LatencyRelay::quietly);
    }

    private void acceptLoop() {
        while (!closed) {
            try {
                Socket client = server.accept();
                connections.incrementAndGet();
                daemon("latency-relay-connection", () -> relay(client)).start();
            } catch (IOException e) {
                if (!closed) {
                    System.err.println("latency relay: " + e.getMessage());
                }
                return;
            }
        }
    }

    /** One client connection: the handshake's delay, then both directions until either side ends. */
    private void relay(Socket client) {
        open.add(client);
        Socket server = new Socket();
        open.add(server);
        try {
            sleepUntil(System.nanoTime() + delayNanos);
            server.connect(upstream, CONNECT_TIMEOUT_MS);
            client.setTcpNoDelay(true);
            server.setTcpNoDelay(true);
            BlockingQueue<Timed> line = new LinkedBlockingQueue<>();
            Thread toServer = daemon("latency-relay-out", () -> drainLine(line, server, client));
            Thread toClient = daemon("latency-relay-in", () -> copy(server, client));
            toServer.start();
            toClient.start();
            fillLine(client, line);
            toServer.join();
            toClient.join();
        } catch (IOException e) {
            // A connection refused or reset ends this relayed connection only; the client sees it closed.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            quietly(client);
            quietly(server);
            open.remove(client);
            open.remove(server);
        }
    }

    /** Reads what the client sends, stamping each chunk with the moment it may go on. */
    private void fillLine(Socket client, BlockingQueue<Timed> line) {
        byte[] buffer = new byte[CHUNK];
        try {
            InputStream in = client.getInputStream();
            int n;
            while ((n = in.read(buffer)) >= 0) {
                line.add(new Timed(Arrays.copyOf(buffer, n), System.nanoTime() + delayNanos));
            }
        } catch (IOException e) {
            // The client went away: the end below lets the server side finish.
        }
        line.add(new Timed(END, System.nanoTime() + delayNanos));
    }

    /** Passes each chunk to the server when its delay is over; at the end, half-closes toward the server. */
    private void drainLine(BlockingQueue<Timed> line, Socket server, Socket client) {
        try {
            OutputStream out = server.getOutputStream();
            for (Timed t = line.take(); ; t = line.take()) {
                sleepUntil(t.due());
                if (t.bytes() == END) {
                    server.shutdownOutput();
                    return;
                }
                out.write(t.bytes());
                out.flush();
            }
        } catch (IOException e) {
            quietly(client);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Answers go back to the client undelayed; the server's end half-closes toward the client. */
    private static void copy(Socket server, Socket client) {
        byte[] buffer = new byte[CHUNK];
        try {
            InputStream in = server.getInputStream();
            OutputStream out = client.getOutputStream();
            int n;
            while ((n = in.read(buffer)) >= 0) {
                out.write(buffer, 0, n);
                out.flush();
            }
            client.shutdownOutput();
        } catch (IOException e) {
            quietly(client);
        }
    }

    private static void sleepUntil(long dueNanos) {
        for (long left = dueNanos - System.nanoTime(); left > 0; left = dueNanos - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }

    private static Thread daemon(String name, Runnable work) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        return t;
    }

    private static void quietly(Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // closing what is already broken
        }
    }

    private record Timed(byte[] bytes, long due) {
    }
}
