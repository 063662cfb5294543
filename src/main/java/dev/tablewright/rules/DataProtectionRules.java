package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;

import java.util.List;

/**
 * Point-in-time recovery's period and encryption at rest: what DynamoDB refuses of them. The period
 * is checked only while recovery is on: with it off, no period is sent (exports and commit leave
 * RecoveryPeriodInDays out), so the model may keep one for later.
 */
final class DataProtectionRules {
    private DataProtectionRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        String path = Paths.table(table.name());
        Recovery r = table.settings().recovery();
        if (r.enabled() && (r.periodDays() < Limits.MIN_RECOVERY_DAYS || r.periodDays() > Limits.MAX_RECOVERY_DAYS)) {
            out.add(Problem.error(path, "point-in-time recovery keeps " + Text.count(r.periodDays(), "day", "days")
                    + ": DynamoDB takes a recovery period of " + Limits.MIN_RECOVERY_DAYS + " to "
                    + Limits.MAX_RECOVERY_DAYS + " days"));
        }
        Encryption e = table.settings().encryption();
        if (e.type() == EncryptionType.CUSTOMER_MANAGED && e.kmsKey().isEmpty()) {
            out.add(Problem.error(path, "the table is encrypted with a customer managed key but names none: DynamoDB "
                    + "needs the key's ARN, id or alias (KMSMasterKeyId) for it"));
        }
    }
}
