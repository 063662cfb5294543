package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Tag;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --add} sets the model's tags and removes none, and says so before it starts: the live table's
 * tags the model lacks are named in the plan and repeated as a note of the report. DynamoDB Local keeps
 * no tags (TagResource and ListTagsOfResource are not supported there), so the Sandbox, which keeps the
 * design it was given, tags and all, stands in for the live table.
 */
class LiveTagsTheModelLacksTest {
    private static TableDesign orders(List<Tag> tags) {
        return TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S)).withSettings(s -> s.withTags(tags));
    }

    private static Commit add(SandboxGateway live, TableDesign model) {
        return new Commit(live, DataModel.of("m", List.of(model)), new CommitOptions(List.of(), ExistingTables.ADD, 2,
                Backoff.DEFAULT));
    }

    private static SandboxGateway liveWith(List<Tag> tags) {
        SandboxGateway live = SandboxGateway.empty();
        assertTrue(CommitSettingsOnLocalTest.commit(live, DataModel.of("m", List.of(orders(tags))),
                ExistingTables.REFUSE).complete());
        return live;
    }

    @Test
    void thePlanAndTheReportNameTheLiveTagsTheModelLacks() {
        SandboxGateway live = liveWith(List.of(new Tag("team", "ops"), new Tag("cost-centre", "42"), new Tag("owner", "ana")));
        Commit add = add(live, orders(List.of(new Tag("owner", "ana"))));
        CommitPlan plan = add.plan();
        String note = "Orders: tags: the live table also has team=ops, cost-centre=42, which the model lacks; left as"
                + " they are (remove them on the live table, or add them to the model)";
        assertEquals(List.of(note), plan.settingNotes());
        assertEquals(List.of(), plan.settingChanges(), "the model's tags are all there: nothing to set");
        CommitReport report = add.run(plan, p -> { }, () -> false);
        assertTrue(report.text().contains("  note: tags: the live table also has team=ops, cost-centre=42"), report.text());
    }

    @Test
    void aTagOfTheSameKeyIsAChangeNotALeftover() {
        SandboxGateway live = liveWith(List.of(new Tag("team", "ops"), new Tag("cost-centre", "42")));
        CommitPlan plan = add(live, orders(List.of(new Tag("team", "orders")))).plan();
        assertEquals(List.of("Orders: tags: team=ops, cost-centre=42 → team=orders"), plan.settingChanges());
        assertEquals(List.of("Orders: tags: the live table also has cost-centre=42, which the model lacks; left as it"
                + " is (remove it on the live table, or add it to the model)"), plan.settingNotes());
    }

    @Test
    void noNoteWhenTheModelHasEveryLiveTag() {
        SandboxGateway live = liveWith(List.of(new Tag("team", "ops")));
        assertEquals(List.of(), add(live, orders(List.of(new Tag("team", "ops"), new Tag("tier", "gold")))).plan()
                .settingNotes());
    }
}
