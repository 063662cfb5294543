package dev.tablewright.aws.connect;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A TCP relay in front of DynamoDB Local that notes the operation of every request passing through
 * (its X-Amz-Target header): what reached the server, whatever the client code believes it sent.
 */
final class CountingProxy implements AutoCloseable {
    private static final Pattern TARGET = Pattern.compile("(?i)X-Amz-Target:\\s*DynamoDB_\\d+\\.(\\w+)");

    private final ServerSocket server;
    private final URI target;
    private final List<String> operations = new ArrayList<>();

    CountingProxy(String targetEndpoint) throws IOException {
        this.target = URI.create(targetEndpoint);
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accept = new Thread(this::accept, "counting-proxy");
        accept.setDaemon(true);
        accept.start();
    }

    String endpoint() {
        return "http://localhost:" + server.getLocalPort();
    }

    synchronized List<String> operations() {
        return List.copyOf(operations);
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket upstream = new Socket(target.getHost(), target.getPort());
                pump(client, upstream, true);
                pump(upstream, client, false);
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to, boolean requests) {
        Thread t = new Thread(() -> {
            StringBuilder seen = new StringBuilder();
            int scanned = 0;
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                byte[] buffer = new byte[8192];
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    if (requests) {
                        seen.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                        Matcher m = TARGET.matcher(seen);
                        int end = scanned;
                        while (m.find(end)) {
                            record(m.group(1));
                            end = m.end();
                        }
                        scanned = end;
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side closed
            } finally {
                close(from);
                close(to);
            }
        }, "counting-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    private synchronized void record(String operation) {
        operations.add(operation);
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
