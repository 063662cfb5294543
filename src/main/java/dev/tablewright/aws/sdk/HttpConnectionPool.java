package dev.tablewright.aws.sdk;

/**
 * The pool of the SDK's UrlConnection client is the JDK's HTTP keep-alive cache, which keeps only 5
 * idle connections per server unless the {@code http.maxConnections} system property says otherwise:
 * fewer than the commit's 8 writers or a scan's segments, so after every burst of parallel calls the
 * rest were closed and opened again (a TCP handshake, and on AWS a TLS one, each a round trip or more).
 * The JDK reads the property once, when it first keeps a connection, so clients are built after this.
 */
public final class HttpConnectionPool {
    /** Connections kept per server: the most segments a scan reads at once (and more than any writers). */
    public static final int KEPT = 32;
    static final String PROPERTY = "http.maxConnections";

    private HttpConnectionPool() {
    }

    /** Raises the keep-alive cache to {@link #KEPT} unless the user chose a size ({@code -Dhttp.maxConnections}). */
    public static void keepEnoughForParallelCalls() {
        synchronized (HttpConnectionPool.class) {
            if (System.getProperty(PROPERTY) == null) {
                System.setProperty(PROPERTY, String.valueOf(KEPT));
            }
        }
    }
}
