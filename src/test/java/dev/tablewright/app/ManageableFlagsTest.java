package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What java -jar's layer can still set of jvm.options' JVM flags in a running JVM. */
class ManageableFlagsTest {
    private static final HotSpotDiagnosticMXBean HOT_SPOT = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);

    @Test
    void readsTheThreeFormsOfAnXxFlag() {
        assertEquals(Optional.of(new ManageableFlags.Flag("MaxHeapFreeRatio", "30")),
                ManageableFlags.Flag.of("-XX:MaxHeapFreeRatio=30"));
        assertEquals(Optional.of(new ManageableFlags.Flag("UseSerialGC", "true")), ManageableFlags.Flag.of("-XX:+UseSerialGC"));
        assertEquals(Optional.of(new ManageableFlags.Flag("HeapDumpOnOutOfMemoryError", "false")),
                ManageableFlags.Flag.of("-XX:-HeapDumpOnOutOfMemoryError"));
        assertEquals(Optional.empty(), ManageableFlags.Flag.of("-Xmx2g"));
        assertEquals(Optional.empty(), ManageableFlags.Flag.of("-XX:NoValue"));
    }

    /** Set once, to the value it has (the test JVM goes on as it was); then it is no longer the default and stays. */
    @Test
    void setsAManageableFlagTheCommandLineLeftAtItsDefault() {
        VMOption before = HOT_SPOT.getVMOption("HeapDumpOnOutOfMemoryError");
        assertTrue(before.isWriteable());
        boolean first = ManageableFlags.apply("-XX:" + (Boolean.parseBoolean(before.getValue()) ? "+" : "-")
                + "HeapDumpOnOutOfMemoryError");
        assertEquals(before.getOrigin() == VMOption.Origin.DEFAULT, first);
        assertFalse(ManageableFlags.apply("-XX:+HeapDumpOnOutOfMemoryError"), "set before: left as it is");
        assertEquals(before.getValue(), HOT_SPOT.getVMOption("HeapDumpOnOutOfMemoryError").getValue());
    }

    @Test
    void leavesWhatOnlyTheCommandLineSetsAndWhatThisJvmDoesNotKnow() {
        assertFalse(ManageableFlags.apply("-XX:+UseSerialGC"));
        assertFalse(ManageableFlags.apply("-XX:MaxHeapSize=64m"));
        assertFalse(ManageableFlags.apply("-XX:+NoSuchFlagAnywhere"));
        assertFalse(ManageableFlags.apply("-Xmx64m"));
    }
}
