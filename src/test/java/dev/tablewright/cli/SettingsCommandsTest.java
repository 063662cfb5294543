package dev.tablewright.cli;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.settings.StreamView;
import java.util.Optional;
import dev.tablewright.model.settings.AllSettings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code commit --add} and {@code reverse} with a live table's settings on DynamoDB Local: the commit
 * says what it will change before changing it; each settings call Local does not answer is a note of
 * the reverse, not an error.
 */
class SettingsCommandsTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();
    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @Test
    void addingSaysWhichSettingsItWillChangeFirstAndChangesOnlyThose() {
        String movies = CommandLineTest.sample("movies-actors.json").toString();
        assertEquals(ExitCodes.OK, cli.run("commit", movies, "--endpoint", local.endpoint(), "--replace"), cli::err);
        local.gateway().changeSetting("Movies", new SettingChange.Stream(Optional.of(StreamView.KEYS_ONLY)));
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", movies, "--endpoint", local.endpoint(), "--add"), cli::err);
        String err = cli.err();
        // The movies sample keeps its monthly totals by the stream: NEW_AND_OLD_IMAGES.
        int said = err.indexOf("tablewright commit: will change Movies: stream: KEYS_ONLY → NEW_AND_OLD_IMAGES");
        assertTrue(said >= 0, err);
        assertTrue(said < err.indexOf("Movies: setting stream"), "said before the step began: " + err);
        assertTrue(cli.out().contains("setting: stream: NEW_AND_OLD_IMAGES, set"), cli.out());
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES),
                local.gateway().liveSettings("Movies").orElseThrow().design().settings().stream());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", movies, "--endpoint", local.endpoint(), "--add"), cli::err);
        assertTrue(!cli.err().contains("will change"), "nothing differs any more: " + cli.err());
    }

    @Test
    void eachSettingsCallLocalDoesNotAnswerIsNotedAndTheReverseStillWrites() {
        DataModel model = DataModel.of("m", List.of(AllSettings.onDemand()));
        assertTrue(new Commit(local.gateway(), model, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                .run(p -> { }, () -> false).complete());
        Path out = dir.resolve("customers.json");
        assertEquals(ExitCodes.OK, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Customers", "-o",
                out.toString()), cli::err);
        for (String note : List.of(
                "note: point-in-time recovery not read: DynamoDB Local does not support DescribeContinuousBackups;"
                        + " left at DynamoDB's default",
                "note: contributor insights not read: DynamoDB Local does not support DescribeContributorInsights;"
                        + " left at DynamoDB's default",
                "note: tags not read: DynamoDB Local does not support ListTagsOfResource; left at DynamoDB's default",
                "note: resource policy not read: DynamoDB Local does not support GetResourcePolicy; left at"
                        + " DynamoDB's default")) {
            assertTrue(cli.out().contains(note), cli.out());
        }
        assertTrue(cli.out().contains("Wrote " + out), cli.out());
    }
}
