package dev.tablewright.aws.connect;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Closes everything in a list, each even when another fails: a stuck STS client must not keep a process alive. */
final class Closing {
    private static final Logger LOG = Logger.getLogger(Closing.class.getName());

    private Closing() {
    }

    static void all(List<? extends AutoCloseable> resources) {
        for (AutoCloseable r : resources) {
            try {
                r.close();
            } catch (Exception e) {
                LOG.log(Level.WARNING, "Could not close " + r.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
