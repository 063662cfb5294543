package dev.tablewright.ui.pivot;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Locale;

/**
 * Where a kept entity's items come from, for the tooltip of its rows: "Kept by the stream from
 * Stream: streams = COUNT, minutes = SUM of minutesWatched, …; one item per movieId and month of
 * streamedAt." and, for index items, "Kept by the stream from Issue: one per entry of customFields
 * (3 entries), copying title, issueId." Toolkit-free.
 */
final class KeptDescription {
    private KeptDescription() {
    }

    static String of(TableDesign table, KeptEntity kept) {
        String from = "Kept by the stream from " + kept.source() + ": ";
        if (kept.keeping() instanceof Aggregate a) {
            return from + String.join(", ", a.measures().stream().map(KeptDescription::measure).toList())
                    + "; one item per " + and(a.groupBy().stream().map(KeptDescription::part).toList()) + ".";
        }
        IndexItems index = (IndexItems) kept.keeping();
        int held = table.entity(kept.entity()).map(Entity::items).map(List::size).orElse(0);
        String per = index.perEntry()
                ? "one per entry of " + index.each() + index.entryType().map(t -> " holding " + t).orElse("")
                        + String.format(" (%,d entr%s)", held, held == 1 ? "y" : "ies")
                : "one per " + kept.source() + " item";
        return from + per + (index.copied().isEmpty() ? "" : ", copying " + String.join(", ", index.copied())) + ".";
    }

    private static String measure(Measure m) {
        return m.attribute() + " = " + m.kind() + (m.kind() == MeasureKind.COUNT ? "" : " of " + m.of());
    }

    private static String part(GroupPart p) {
        if (p.of() == PartOf.VALUE) {
            return p.name().equals(p.attribute()) ? p.name() : p.name() + " (" + p.attribute() + ")";
        }
        String date = p.of().name().toLowerCase(Locale.ROOT);
        return p.name().equals(date) ? date + " of " + p.attribute() : p.name() + " (" + date + " of " + p.attribute() + ")";
    }

    private static String and(List<String> parts) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
