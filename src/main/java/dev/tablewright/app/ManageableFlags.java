package dev.tablewright.app;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.Optional;

/**
 * The JVM flags of {@code jvm.options} a running JVM can still take: the manageable ones (how much
 * free heap the collector keeps, G1's periodic collection of an idle app), set through
 * {@link HotSpotDiagnosticMXBean} for a {@code java -jar} started without the start script. A flag
 * java's command line set already is left as it is; so is one that is not manageable (the heap's cap,
 * the collector: those only the command line gives).
 */
final class ManageableFlags {
    private ManageableFlags() {
    }

    /** Sets the flag if this JVM can and its command line did not; true when it was set. */
    static boolean apply(String word) {
        Optional<Flag> flag = Flag.of(word);
        if (flag.isEmpty()) {
            return false;
        }
        HotSpotDiagnosticMXBean hotSpot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        VMOption now;
        try {
            now = hotSpot.getVMOption(flag.get().name());
        } catch (IllegalArgumentException unknownToThisJvm) {
            return false;
        }
        if (!now.isWriteable() || now.getOrigin() != VMOption.Origin.DEFAULT) {
            return false;
        }
        try {
            hotSpot.setVMOption(flag.get().name(), flag.get().value());
            return true;
        } catch (IllegalArgumentException refused) {
            return false; // a value this JVM refuses (e.g. a MaxHeapFreeRatio below its MinHeapFreeRatio): its own stays
        }
    }

    /** {@code -XX:Name=value}, {@code -XX:+Name}, {@code -XX:-Name}. */
    record Flag(String name, String value) {
        static Optional<Flag> of(String word) {
            if (!word.startsWith("-XX:") || word.length() < 6) {
                return Optional.empty();
            }
            String flag = word.substring(4);
            if (flag.startsWith("+") || flag.startsWith("-")) {
                return Optional.of(new Flag(flag.substring(1), Boolean.toString(flag.startsWith("+"))));
            }
            int eq = flag.indexOf('=');
            return eq <= 0 ? Optional.empty() : Optional.of(new Flag(flag.substring(0, eq), flag.substring(eq + 1)));
        }
    }
}
