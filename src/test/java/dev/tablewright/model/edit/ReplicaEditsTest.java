package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Tag;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The replica overrides' edits on the model alone: what they change, and what they refuse. */
class ReplicaEditsTest {
    private static final DataModel MODEL = DataModel.of("m", List.of(AllSettings.global()));

    private static Replica ohio(DataModel m) {
        return m.table("Payments").orElseThrow().settings().replication().replica("us-east-2").orElseThrow();
    }

    private static String refusal(Edit e) {
        return assertThrows(EditRefused.class, () -> e.apply(MODEL)).getMessage();
    }

    @Test
    void anOverrideOfAnIndexIsAddedInPlaceAndDroppedWhenEmpty() {
        DataModel m = ReplicaEdits.setIndexContributorInsights("Payments", "us-west-2", "ByDay", Optional.of(true))
                .apply(MODEL);
        assertEquals(List.of(new ReplicaIndex("ByDay", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(true))), m.table("Payments").orElseThrow().settings().replication().replica("us-west-2")
                .orElseThrow().indexes());
        m = ReplicaEdits.setIndexContributorInsights("Payments", "us-west-2", "ByDay", Optional.empty()).apply(m);
        assertEquals(MODEL, m, "as the index again: no trace of the override");
    }

    @Test
    void unknownReplicasIndexesAndTagsAreRefused() {
        assertEquals("Table 'Payments' has no replica in eu-west-1.",
                refusal(ReplicaEdits.setKmsKey("Payments", "eu-west-1", Optional.of("alias/x"))));
        assertEquals("Table 'Payments' has no GSI 'ByMonth'.",
                refusal(ReplicaEdits.setIndexReadMaximum("Payments", "us-east-2", "ByMonth", Optional.of(5L))));
        assertEquals("Replica us-east-2 has no tag 'team'.",
                refusal(ReplicaEdits.removeTag("Payments", "us-east-2", "team")));
        assertEquals("A tag key has at most 128 characters; this one has 129.",
                refusal(ReplicaEdits.addTag("Payments", "us-east-2", new Tag("k".repeat(129), ""))));
    }

    @Test
    void aReplicaHasAtMostFiftyTags() {
        DataModel m = MODEL;
        for (int i = 1; i < 50; i++) {
            m = ReplicaEdits.addTag("Payments", "us-east-2", new Tag("k" + i, "v")).apply(m);
        }
        assertEquals(50, ohio(m).tags().size());
        DataModel full = m;
        assertEquals("A replica has at most 50 tags.", assertThrows(EditRefused.class,
                () -> ReplicaEdits.addTag("Payments", "us-east-2", new Tag("one-more", "")).apply(full)).getMessage());
    }

    @Test
    void eachEditChangesOnlyItsOverride() {
        Replica before = ohio(MODEL);
        Replica after = ohio(ReplicaEdits.setKmsKey("Payments", "us-east-2", Optional.of("alias/ohio")).apply(MODEL));
        assertEquals(new Replica(before.region(), before.tableClass(), before.deletionProtection(),
                before.pointInTimeRecovery(), before.contributorInsights(), Optional.of("alias/ohio"), before.readUnits(),
                before.readScaling(), before.maxReadRequestUnits(), before.tags(), before.resourcePolicy(),
                before.indexes()), after);
    }
}
