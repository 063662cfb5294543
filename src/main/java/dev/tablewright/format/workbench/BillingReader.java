package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Severity;
import dev.tablewright.model.settings.AutoScaling;

import java.util.Locale;
import java.util.Optional;

/**
 * {@code BillingMode}, {@code ProvisionedCapacitySettings.ProvisionedThroughput} and the table's auto
 * scaling; the rest of the capacity settings is returned as a residue to keep.
 */
final class BillingReader {
    static final String THROUGHPUT = "ProvisionedThroughput";
    static final String READ = "ReadCapacityUnits";
    static final String WRITE = "WriteCapacityUnits";

    final Billing billing;
    /** The table's auto scaling, from Workbench's {@code AutoScalingRead} and {@code AutoScalingWrite}. */
    final Optional<AutoScaling> readScaling;
    final Optional<AutoScaling> writeScaling;
    /** What of {@code ProvisionedCapacitySettings} was not read and will be written back, if anything. */
    final Optional<ObjectNode> residue;

    private BillingReader(Billing billing, Optional<AutoScaling> readScaling, Optional<AutoScaling> writeScaling,
            Optional<ObjectNode> residue) {
        this.billing = billing;
        this.readScaling = readScaling;
        this.writeScaling = writeScaling;
        this.residue = residue;
    }

    static BillingReader read(JsonNode table, String path, Diagnostics d) {
        Optional<BillingMode> mode = mode(Member.of(table, "BillingMode", path), d);
        Member settings = Member.of(table, "ProvisionedCapacitySettings", path);
        ObjectNode original = settings.object(d, Severity.ERROR, "an object").orElse(null);
        if (original == null) {
            return new BillingReader(new Billing(mode.orElse(BillingMode.PAY_PER_REQUEST), 0, 0), Optional.empty(),
                    Optional.empty(), Optional.empty());
        }
        ObjectNode work = original.deepCopy();
        Member throughputMember = Member.of(work, THROUGHPUT, settings.path());
        Optional<ObjectNode> throughput = throughputMember.object(d, Severity.ERROR, "an object with " + READ
                + " and " + WRITE);
        long read = throughput.map(t -> units(t, READ, throughputMember.path(), d)).orElse(0L);
        long write = throughput.map(t -> units(t, WRITE, throughputMember.path(), d)).orElse(0L);
        Optional<AutoScaling> readScaling = WorkbenchScaling.read(work, WorkbenchScaling.READ, settings.path(), d);
        Optional<AutoScaling> writeScaling = WorkbenchScaling.read(work, WorkbenchScaling.WRITE, settings.path(), d);
        Residue.prune(work, original);
        // Without a BillingMode, DynamoDB's default applies: provisioned, when there are units.
        BillingMode effective = mode.orElse(throughput.isPresent() ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST);
        Billing billing = new Billing(effective, read, write);
        // Only what the writer will put back (it writes the units itself, over a bad value left here).
        ObjectNode kept = Residue.keptIn(work, TableWriter.capacity(billing, readScaling, writeScaling,
                Optional.of(work)).orElseThrow());
        return new BillingReader(billing, readScaling, writeScaling, kept.isEmpty() ? Optional.empty()
                : Optional.of(kept));
    }

    private static Optional<BillingMode> mode(Member member, Diagnostics d) {
        Optional<String> text = member.text(d, Severity.ERROR, "PAY_PER_REQUEST or PROVISIONED");
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String upper = text.get().strip().toUpperCase(Locale.ROOT);
        if (upper.equals("ON_DEMAND")) {
            return Optional.of(BillingMode.PAY_PER_REQUEST);
        }
        try {
            return Optional.of(BillingMode.valueOf(upper));
        } catch (IllegalArgumentException e) {
            d.error(member.path(), "expected PAY_PER_REQUEST or PROVISIONED, found " + Json.describe(member.node()));
            return Optional.empty();
        }
    }

    /** A whole number of capacity units, taken out of {@code throughput} when it could be read. */
    private static long units(ObjectNode throughput, String key, String path, Diagnostics d) {
        Member m = Member.of(throughput, key, path);
        if (!m.present()) {
            return 0;
        }
        JsonNode n = m.node();
        if (n.isIntegralNumber() && n.canConvertToLong() && n.longValue() >= 0) {
            throughput.remove(key);
            return n.longValue();
        }
        d.error(m.path(), "expected a whole number of capacity units, found " + Json.describe(n));
        return 0;
    }
}
