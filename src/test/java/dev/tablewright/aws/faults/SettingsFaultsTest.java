package dev.tablewright.aws.faults;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static dev.tablewright.aws.faults.FaultProxy.Fault.DROP_AFTER;
import static dev.tablewright.aws.faults.FaultProxy.Fault.SERVER_ERROR;
import static dev.tablewright.aws.faults.FaultProxy.Fault.THROTTLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitPlan;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.commit.SettingOutcome;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Faults at the settings steps of a commit (UpdateTimeToLive, UpdateTable for a stream), put by
 * {@link FaultProxy} between the SDK and DynamoDB Local: passing failures are ridden out, a lost answer
 * is recognised by the setting it made, and a step that keeps failing is reported per setting (not
 * lost), after which a resume makes it.
 */
class SettingsFaultsTest {
    private static final Backoff FAST = new Backoff(Duration.ofMillis(2), Duration.ofMillis(40), 12);
    private static final TableDesign SESSIONS = TableDesign.of("Sessions", KeySchema.of("id", AttributeType.S))
            .withSettings(s -> s.withTtlAttribute(Optional.of("expiresAt")).withStream(Optional.of(StreamView.NEW_IMAGE)));
    private static final DataModel MODEL = DataModel.of("Sessions", List.of(SESSIONS));
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @BeforeEach
    void empty() {
        local.dropAllTables();
    }

    private static CommitReport commit(String endpoint, ExistingTables mode) {
        try (SdkEndpoint flaky = SdkEndpoint.open(endpoint, "us-east-1")) {
            return assertTimeoutPreemptively(Duration.ofMinutes(2), () -> new Commit(flaky.gateway(), MODEL,
                    new CommitOptions(List.of(), mode, 2, FAST)).run(p -> { }, () -> false));
        }
    }

    private static Optional<String> liveTtl() {
        return local.gateway().liveSettings(SESSIONS.name()).orElseThrow().design().settings().ttlAttribute();
    }

    @Test
    void serverErrorsAndThrottlingAtASettingStepAreRiddenOut() throws IOException {
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("UpdateTimeToLive", SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, THROTTLE, THROTTLE)) {
            CommitReport report = commit(proxy.endpoint(), ExistingTables.REFUSE);
            assertTrue(report.complete(), report.text());
            assertTrue(report.text().contains("setting: time to live: expiresAt, set"), report.text());
            assertEquals(5, proxy.faulted("UpdateTimeToLive"));
            assertEquals(6, proxy.calls("UpdateTimeToLive"), "more than the SDK's own attempts: the commit tried again");
        }
        assertEquals(Optional.of("expiresAt"), liveTtl());
    }

    @Test
    void aSettingWhoseAnswerWasLostIsRecognisedByTheSettingItMade() throws IOException {
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint()).script("UpdateTimeToLive", DROP_AFTER)) {
            CommitReport report = commit(proxy.endpoint(), ExistingTables.REFUSE);
            assertTrue(report.complete(), report.text());
            assertTrue(report.text().contains("setting: time to live: expiresAt, set"), report.text());
        }
        assertEquals(Optional.of("expiresAt"), liveTtl());
    }

    @Test
    void aStreamChangeWhoseAnswerWasLostIsNotMadeTwice() throws IOException {
        local.gateway().createTable(TableDesign.of(SESSIONS.name(), SESSIONS.keySchema()));
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint()).script("UpdateTable", DROP_AFTER)) {
            CommitReport report = commit(proxy.endpoint(), ExistingTables.ADD);
            assertTrue(report.complete(), report.text());
            assertTrue(report.text().contains("setting: stream: NEW_IMAGE, set"), report.text());
        }
        assertEquals(Optional.of(StreamView.NEW_IMAGE),
                local.gateway().liveSettings(SESSIONS.name()).orElseThrow().design().settings().stream());
    }

    @Test
    void aSettingStepThatKeepsFailingIsReportedAndAResumeMakesIt() throws IOException {
        CommitReport report;
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("UpdateTimeToLive"),
                new FaultProxy.Faults(0, 1, 0, 0, 0), 1)) {
            report = commit(proxy.endpoint(), ExistingTables.REFUSE);
        }
        assertFalse(report.complete(), report.text());
        assertEquals(CommitReport.Next.RESUME, report.next());
        List<SettingOutcome> failed = report.tables().get(0).failedSettings();
        assertEquals(1, failed.size(), report.text());
        assertTrue(failed.get(0).line().startsWith("time to live: expiresAt not set: setting time to live of Sessions"
                + " failed after 12 attempts"), failed.get(0).line());
        assertTrue(report.text().contains("setting: stream: NEW_IMAGE, set"), "the next step was made: " + report.text());
        assertEquals(Optional.empty(), liveTtl());

        Commit resume = new Commit(local.gateway(), MODEL, new CommitOptions(List.of(), ExistingTables.RESUME, 2, FAST));
        CommitPlan plan = resume.plan();
        assertEquals(List.of("Sessions: time to live: off → expiresAt"), plan.settingChanges());
        CommitReport resumed = resume.run(plan, p -> { }, () -> false);
        assertTrue(resumed.complete(), resumed.text());
        assertEquals(Optional.of("expiresAt"), liveTtl());
    }
}
