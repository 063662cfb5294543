package dev.tablewright.aws.settings;

import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A live table as DescribeTable and the settings' own calls (DescribeTimeToLive,
 * DescribeContinuousBackups, ListTagsOfResource, GetResourcePolicy, DescribeContributorInsights) tell
 * it: its design with every setting that could be read, and for each that could not, why (each call is
 * optional: one the endpoint does not answer leaves its setting at the default and says so).
 *
 * @param unread         each setting not read, with the reason ("DynamoDB Local does not support
 *                       DescribeContinuousBackups")
 * @param dynamoDbLocal  whether the table lives in DynamoDB Local (its ARN's region is "ddblocal")
 * @param keyManagerUnknown why the design's customer managed KMS key may be the AWS managed one after
 *                       all, when KMS could not tell (DescribeTable names both by ARN); empty when the
 *                       design's encryption is as KMS says, or has no key
 */
public record LiveSettings(TableDesign design, Map<Setting, String> unread, boolean dynamoDbLocal,
        Optional<String> keyManagerUnknown) {
    public LiveSettings {
        unread = Map.copyOf(unread);
    }

    public LiveSettings(TableDesign design, Map<Setting, String> unread, boolean dynamoDbLocal) {
        this(design, unread, dynamoDbLocal, Optional.empty());
    }

    /** What a gateway that reads no more than its design says: every setting as the design holds it. */
    public static LiveSettings of(TableDesign design) {
        return new LiveSettings(design, Map.of(), false);
    }

    public boolean read(Setting setting) {
        return !unread.containsKey(setting);
    }

    /** "point-in-time recovery not read: DynamoDB Local does not support DescribeContinuousBackups", in setting order. */
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        new TreeMap<>(unread).forEach((s, why) -> notes.add(s.label() + " not read: " + why));
        return notes;
    }
}
