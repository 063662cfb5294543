package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.drift.LiveDrift;
import dev.tablewright.aws.drift.LiveSide;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.PlanNames;
import dev.tablewright.engine.migrate.VerifiedTable;
import dev.tablewright.engine.migrate.VerifyReport;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Reads every table a migration leaves, under its live name ({@link PlanNames}), and checks it against
 * TO: its design as {@code diff} reads a live side ({@link LiveDrift}: DescribeTable and each setting's
 * call, an unread setting taking TO's value and a note), then every item by a parallel Scan, each page
 * handed to TO's {@link ConformanceCheck} (the counts exact, only the first mismatches kept).
 */
public final class MigrationVerify {
    /** Parallel segments of each table's scan: as {@code diff}'s sample, enough for DynamoDB Local and AWS alike. */
    static final int SEGMENTS = 4;

    /**
     * Items read so far of a table.
     *
     * @param about the table's item count as DescribeTable gives it (updated about every six hours), -1 when unknown
     */
    public record Progress(String table, long items, long about) {
    }

    private final Gateway gateway;
    private final int show;
    private final Consumer<Progress> progress;
    private final BooleanSupplier stop;

    /**
     * @param show     how many mismatching items, and keys of items no entity claims, to keep per table
     * @param progress after every page, from the scan's threads (one call at a time)
     * @param stop     asked after every page: true stops the scan (a cancelled task), the counts then partial and
     *                 the table not verified (each later table's scan stops after its first page, so none is left out)
     */
    public MigrationVerify(Gateway gateway, int show, Consumer<Progress> progress, BooleanSupplier stop) {
        if (show < 0) {
            throw new IllegalArgumentException("--show must be 0 or more, not " + show);
        }
        this.gateway = gateway;
        this.show = show;
        this.progress = progress;
        this.stop = stop;
    }

    /**
     * @throws VerifyUnreadable when a table is not there or DynamoDB refuses to read it
     */
    public VerifyReport run(MigrationPlan plan, DataModel to) {
        PlanNames names = PlanNames.of(plan, to);
        List<VerifiedTable> tables = new ArrayList<>();
        for (TableDesign t : to.tables()) {
            String live = names.liveTable(t.name());
            try {
                tables.add(table(t, live, names));
            } catch (DynamoException e) {
                throw new VerifyUnreadable("cannot read the live table " + live + ": " + e.errorCode() + ": "
                        + e.getMessage());
            }
        }
        return new VerifyReport(tables, plan.refusals());
    }

    private VerifiedTable table(TableDesign to, String live, PlanNames names) {
        // Read as TO's table should stand live, so each setting the endpoint does not answer takes TO's value.
        TableDesign expected = names.underLiveNames(to);
        LiveSide side = LiveDrift.read(gateway, live, expected, 0, p -> { }, () -> false)
                .orElseThrow(() -> new VerifyUnreadable("no table " + live + " at " + gateway.displayName()
                        + (live.equals(to.name()) ? "" : " (where the plan leaves TO's " + to.name() + ")")));
        List<String> notes = new ArrayList<>(side.notes());
        TableDesign design = names.underToNames(side.design(), to.name());
        if (to.entities().isEmpty()) {
            notes.add("the items were not checked: TO's table " + to.name() + " has no entities whose key templates"
                    + " they could follow");
            return new VerifiedTable(to.name(), live, VerifiedTable.designChanges(design, to), notes, Optional.empty(),
                    true);
        }
        ConformanceCheck check = new ConformanceCheck(expected, show);
        long about = gateway.facts(live).map(TableFacts::itemCount).orElse(-1L);
        ScanAllPages scan = ScanAllPages.of(gateway, ScanRequest.of(live), SEGMENTS);
        long[] read = {0};
        ScanAllPages.Result result = scan.run(page -> {
            check.accept(page);
            read[0] += page.size();
            progress.accept(new Progress(live, read[0], about));
            if (stop.getAsBoolean()) {
                scan.cancel();
            }
        });
        return new VerifiedTable(to.name(), live, VerifiedTable.designChanges(design, to), notes,
                Optional.of(check.items()), !result.cancelled());
    }
}
