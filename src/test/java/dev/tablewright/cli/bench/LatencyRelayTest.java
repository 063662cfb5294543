package dev.tablewright.cli.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The bench's delaying relay over a plain TCP echo server: each round trip pays the delay once. */
class LatencyRelayTest {
    private static final Duration DELAY = Duration.ofMillis(80);
    private ServerSocket echo;

    @BeforeEach
    void startEcho() throws IOException {
        echo = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(() -> {
            while (!echo.isClosed()) {
                try {
                    Socket s = echo.accept();
                    Thread c = new Thread(() -> echoAll(s));
                    c.setDaemon(true);
                    c.start();
                } catch (IOException e) {
                    return;
                }
            }
        });
        t.setDaemon(true);
        t.start();
    }

    @AfterEach
    void stopEcho() throws IOException {
        echo.close();
    }

    @Test
    void everyRoundTripOnOneConnectionTakesAtLeastTheDelay() throws Exception {
        try (LatencyRelay relay = LatencyRelay.start("127.0.0.1", echo.getLocalPort(), DELAY);
             Socket s = new Socket(relay.endpoint().getHost(), relay.endpoint().getPort())) {
            s.setTcpNoDelay(true);
            for (int i = 0; i < 5; i++) {
                long start = System.nanoTime();
                byte[] back = roundTrip(s, ("ping " + i).getBytes());
                long ms = (System.nanoTime() - start) / 1_000_000;
                assertEquals("ping " + i, new String(back));
                // The first round trip also pays the handshake's delay.
                assertTrue(ms >= (i == 0 ? 2 : 1) * DELAY.toMillis(), "round trip " + i + " took " + ms + " ms");
            }
            assertEquals(1, relay.connections());
        }
    }

    @Test
    void aLargeRequestIsDelayedOnceNotOncePerChunkAndArrivesIntact() throws Exception {
        byte[] large = new byte[4 * 1024 * 1024]; // 64 of the relay's chunks, and more of TCP's
        new Random(7).nextBytes(large);
        try (LatencyRelay relay = LatencyRelay.start("127.0.0.1", echo.getLocalPort(), DELAY);
             Socket s = new Socket(relay.endpoint().getHost(), relay.endpoint().getPort())) {
            roundTrip(s, "warm".getBytes());
            long start = System.nanoTime();
            byte[] back = roundTrip(s, large);
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertArrayEquals(large, back);
            assertTrue(ms >= DELAY.toMillis(), "took " + ms + " ms");
            // Delayed per chunk it would take 64 delays (5 s) or more.
            assertTrue(ms < 16 * DELAY.toMillis(), "took " + ms + " ms: the delay was paid per chunk");
        }
    }

    @Test
    void connectionsInParallelAreDelayedInParallel() throws Exception {
        try (LatencyRelay relay = LatencyRelay.start("127.0.0.1", echo.getLocalPort(), DELAY)) {
            Socket[] sockets = new Socket[8];
            for (int i = 0; i < sockets.length; i++) {
                sockets[i] = new Socket(relay.endpoint().getHost(), relay.endpoint().getPort());
                roundTrip(sockets[i], "warm".getBytes());
            }
            long start = System.nanoTime();
            Thread[] threads = new Thread[sockets.length];
            for (int i = 0; i < sockets.length; i++) {
                Socket s = sockets[i];
                threads[i] = new Thread(() -> {
                    try {
                        for (int k = 0; k < 3; k++) {
                            roundTrip(s, "ping".getBytes());
                        }
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                });
                threads[i].start();
            }
            for (Thread t : threads) {
                t.join();
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            for (Socket s : sockets) {
                s.close();
            }
            assertTrue(ms >= 3 * DELAY.toMillis(), "took " + ms + " ms");
            assertTrue(ms < 3 * sockets.length * DELAY.toMillis(), "took " + ms + " ms: connections waited for each other");
            assertEquals(sockets.length, relay.connections());
        }
    }

    /** Length-prefixed message out, the same length back. */
    private static byte[] roundTrip(Socket s, byte[] message) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(message);
        out.flush();
        byte[] back = new byte[message.length];
        new DataInputStream(s.getInputStream()).readFully(back);
        return back;
    }

    private static void echoAll(Socket s) {
        try (s) {
            s.setTcpNoDelay(true);
            InputStream in = s.getInputStream();
            OutputStream out = s.getOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // the client went away
        }
    }
}
