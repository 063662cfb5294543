package dev.tablewright.aws.drift;

import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A live table's settings that could not be read take the model's values, so a diff does not report
 * as drift what it never saw: DynamoDB Local answers no DescribeContinuousBackups, and auto scaling is
 * Application Auto Scaling's, never read from DynamoDB. Each is said in a note.
 */
final class UnreadSettings {
    static final String AUTO_SCALING_NOTE = "auto scaling not read: it is Application Auto Scaling's, not DynamoDB's;"
            + " not compared";

    private UnreadSettings() {
    }

    /** The live design with each unread setting as {@code model} has it; {@code notes} gets one line each. */
    static TableDesign fill(LiveSettings live, TableDesign model, List<String> notes) {
        TableSettings s = live.design().settings();
        TableSettings m = model.settings();
        for (Setting setting : live.unread().keySet()) {
            s = switch (setting) {
                case ON_DEMAND_MAXIMUM -> s.withThroughput(s.throughput().withOnDemandLimit(m.throughput().onDemandLimit()));
                case WARM_THROUGHPUT -> s.withThroughput(s.throughput().withWarm(m.throughput().warm()));
                case TABLE_CLASS -> s.withTableClass(m.tableClass());
                case TIME_TO_LIVE -> s.withTtlAttribute(m.ttlAttribute());
                case STREAM -> s.withStream(m.stream());
                case POINT_IN_TIME_RECOVERY -> s.withRecovery(m.recovery());
                case DELETION_PROTECTION -> s.withDeletionProtection(m.deletionProtection());
                case ENCRYPTION -> s.withEncryption(m.encryption());
                case CONTRIBUTOR_INSIGHTS -> s.withContributorInsights(m.contributorInsights());
                case TAGS -> s.withTags(m.tags());
                case RESOURCE_POLICY -> s.withResourcePolicy(m.resourcePolicy());
                case REPLICAS -> s.withReplication(m.replication());
                case CAPACITY, AUTO_SCALING -> s;
            };
        }
        live.notes().forEach(n -> notes.add(n + "; not compared"));
        boolean modelScales = scales(m.throughput()) || model.globalIndexes().stream().anyMatch(g -> scales(g.settings().throughput()));
        if (modelScales) {
            notes.add(AUTO_SCALING_NOTE);
        }
        s = s.withThroughput(scaled(s.throughput(), m.throughput()));
        boolean insightsUnread = live.unread().containsKey(Setting.CONTRIBUTOR_INSIGHTS);
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (GlobalSecondaryIndex g : live.design().globalIndexes()) {
            Optional<GlobalSecondaryIndex> mg = model.globalIndexes().stream().filter(x -> x.name().equals(g.name())).findFirst();
            IndexSettings is = g.settings();
            if (mg.isPresent()) {
                IndexSettings ms = mg.get().settings();
                Throughput t = scaled(is.throughput(), ms.throughput());
                if (live.unread().containsKey(Setting.ON_DEMAND_MAXIMUM)) {
                    t = t.withOnDemandLimit(ms.throughput().onDemandLimit());
                }
                if (live.unread().containsKey(Setting.WARM_THROUGHPUT)) {
                    t = t.withWarm(ms.throughput().warm());
                }
                is = is.withThroughput(t).withContributorInsights(insightsUnread ? ms.contributorInsights()
                        : is.contributorInsights());
            }
            gsis.add(g.withSettings(is));
        }
        return live.design().withSettings(s).withGlobalIndexes(gsis);
    }

    private static boolean scales(Throughput t) {
        return t.readScaling().isPresent() || t.writeScaling().isPresent();
    }

    private static Throughput scaled(Throughput live, Throughput model) {
        return live.withReadScaling(model.readScaling()).withWriteScaling(model.writeScaling());
    }
}
