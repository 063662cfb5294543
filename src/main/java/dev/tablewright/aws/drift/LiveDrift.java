package dev.tablewright.aws.drift;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Reads a live table as a diff's side: DescribeTable and the settings' calls, then a parallel Scan of
 * up to {@code sample} items, each handed to the model's {@link ConformanceCheck} page by page (none
 * kept). The scan stops once it has the sample, or when {@code stop} says so (a cancelled task).
 */
public final class LiveDrift {
    private static final int SEGMENTS = 4;

    /** Items read so far of those asked for, after every page. */
    public record Progress(long items, long of) {
    }

    private LiveDrift() {
    }

    /**
     * @param model    the model's table this live table is compared with (its templates classify the items)
     * @param sample   how many items to read; 0 reads none (no conformance)
     * @return empty when the endpoint has no such table
     * @throws dev.tablewright.engine.api.DynamoException as the gateway throws it
     */
    public static Optional<LiveSide> read(Gateway gateway, String table, TableDesign model, int sample,
            Consumer<Progress> progress, BooleanSupplier stop) {
        Optional<LiveSettings> live = gateway.liveSettings(table);
        if (live.isEmpty()) {
            return Optional.empty();
        }
        List<String> notes = new ArrayList<>();
        TableDesign design = UnreadSettings.fill(live.get(), model, notes);
        if (sample <= 0) {
            return Optional.of(new LiveSide(design, notes, Optional.empty(), false));
        }
        ConformanceCheck check = new ConformanceCheck(model.withName(table));
        long[] read = {0};
        boolean[] cut = {false};
        ScanAllPages scan = ScanAllPages.of(gateway, ScanRequest.of(table), SEGMENTS);
        ScanAllPages.Result result = scan.run(page -> {
            long room = sample - read[0];
            List<Item> taken = page.size() > room ? page.subList(0, (int) room) : page;
            check.accept(taken);
            read[0] += taken.size();
            progress.accept(new Progress(read[0], sample));
            if (page.size() > room) {
                cut[0] = true;
                scan.cancel();
            } else if (stop.getAsBoolean()) {
                scan.cancel();
            }
        });
        boolean stopped = result.cancelled() && !cut[0];
        return Optional.of(new LiveSide(design, notes, Optional.of(check.result(cut[0] || stopped)), stopped));
    }
}
