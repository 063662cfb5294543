package dev.tablewright.aws.commit;

import dev.tablewright.aws.settings.SettingTarget;
import java.util.Locale;

/**
 * What became of one setting in a commit, as one line of the report: "point-in-time recovery: not
 * supported by DynamoDB Local, skipped".
 *
 * @param value  the model's value in words
 * @param detail for SKIPPED and UNCHECKED the endpoint's reason, for NOT_KEPT the value the table has,
 *               for FAILED the failure
 * @param where  the endpoint in words: "DynamoDB Local", "Sandbox" …
 * @param region the replica's region for a setting made on a global table's replica there ("replica
 *               us-west-2: deletion protection: on, set"); "" for the table the commit talks to
 */
public record SettingOutcome(SettingTarget target, Status status, String value, String detail, String where,
        String region) {
    public SettingOutcome(SettingTarget target, Status status, String value, String detail, String where) {
        this(target, status, value, detail, where, "");
    }

    public enum Status {
        /** Set, and read back as the model has it. */
        SET,
        /** Sent, and the table reads back otherwise: the endpoint accepted it and kept something else. */
        NOT_KEPT,
        /** Sent, but the endpoint does not tell it back. */
        UNCHECKED,
        /** The endpoint has no such call, or ignores it: not sent. */
        SKIPPED,
        /** Not DynamoDB's to set (auto scaling is Application Auto Scaling's). */
        NOT_DYNAMODB,
        /** The call failed after its retries. */
        FAILED
    }

    public String line() {
        String head = (region.isEmpty() ? "" : "replica " + region + ": ") + target.label() + ": ";
        switch (status) {
            case SET:
                return head + value + ", set";
            case NOT_KEPT:
                return head + value + " sent, but " + where + " keeps " + detail;
            case UNCHECKED:
                return head + value + " sent, not read back (" + detail + ")";
            case SKIPPED:
                return head + "not supported by " + where + ", skipped";
            case NOT_DYNAMODB:
                return head + value + " not applied: it is set through Application Auto Scaling, not DynamoDB's API"
                        + " (export --to autoscaling-cli gives the AWS CLI calls that apply it; CloudFormation and Terraform"
                        + " exports carry it too)";
            default:
                return head + value + " not set: " + detail;
        }
    }

    public String statusName() {
        return status.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
