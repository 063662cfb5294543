package dev.tablewright.aws.connect;

import dev.tablewright.io.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The user's connections in {@code connections.properties} beside the app's settings. Each is written
 * field by field from {@link Connection} — name, kind, endpoint, jar folder, profile, region, role,
 * read-only — so nothing else (a key, a token) can ever reach the file. The Sandbox is not stored: it
 * is always there. Calls touch the disk: run them off the FX thread.
 */
public final class ConnectionStore {
    private static final Logger LOG = Logger.getLogger(ConnectionStore.class.getName());
    private static final String PREFIX = "connection.";

    private final Path file;

    public ConnectionStore(Path folder) {
        this.file = folder.resolve("connections.properties");
    }

    public Path file() {
        return file;
    }

    /** The saved connections in order; a missing or unreadable file gives none. */
    public List<Connection> load() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            LOG.log(Level.WARNING, "Ignoring unreadable connections " + file + ": " + e.getMessage());
            return List.of();
        }
        List<Connection> list = new ArrayList<>();
        for (int i = 0; p.getProperty(key(i, "name")) != null; i++) {
            Connection.Kind kind = kind(p.getProperty(key(i, "kind")));
            if (kind == null || kind == Connection.Kind.SANDBOX) {
                continue; // written by a newer version, or hand-edited: skip rather than guess
            }
            list.add(new Connection(p.getProperty(key(i, "name")), kind, p.getProperty(key(i, "endpoint")),
                    p.getProperty(key(i, "jarFolder")), p.getProperty(key(i, "profile")),
                    p.getProperty(key(i, "region")), p.getProperty(key(i, "roleArn")),
                    Boolean.parseBoolean(p.getProperty(key(i, "readOnly")))));
        }
        return list;
    }

    /** Replaces the file with these connections (the Sandbox left out), atomically. */
    public void save(List<Connection> connections) throws IOException {
        Properties p = new Properties();
        int i = 0;
        for (Connection c : connections) {
            if (c.isSandbox()) {
                continue;
            }
            p.setProperty(key(i, "name"), c.name());
            p.setProperty(key(i, "kind"), c.kind().name());
            p.setProperty(key(i, "endpoint"), c.endpoint());
            p.setProperty(key(i, "jarFolder"), c.jarFolder());
            p.setProperty(key(i, "profile"), c.profile());
            p.setProperty(key(i, "region"), c.region());
            p.setProperty(key(i, "roleArn"), c.roleArn());
            p.setProperty(key(i, "readOnly"), Boolean.toString(c.readOnly()));
            i++;
        }
        StringWriter text = new StringWriter();
        p.store(text, "Tablewright connections: where to connect, never a credential");
        Files.createDirectories(file.getParent());
        AtomicFile.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String key(int index, String field) {
        return PREFIX + index + "." + field;
    }

    private static Connection.Kind kind(String name) {
        try {
            return name == null ? null : Connection.Kind.valueOf(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
