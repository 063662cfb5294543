package dev.tablewright.rules;

import dev.tablewright.model.settings.AllSettings;
import static dev.tablewright.rules.Settings.settings;

import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class DataProtectionRulesTest {
    private static final TableDesign ORDERS = AllSettings.provisioned();

    @Test
    void theRecoveryPeriodIsOneToThirtyFiveDays() {
        Settings.adds(ORDERS, settings(s -> s.withRecovery(new Recovery(true, 36))), Severity.ERROR, "Orders",
                "point-in-time recovery keeps 36 days: DynamoDB takes a recovery period of 1 to 35 days");
        Settings.adds(ORDERS, settings(s -> s.withRecovery(new Recovery(true, 0))), Severity.ERROR, "Orders",
                "point-in-time recovery keeps 0 days");
        Settings.addsNothing(ORDERS, settings(s -> s.withRecovery(new Recovery(true, 35))));
        Settings.addsNothing(ORDERS, settings(s -> s.withRecovery(new Recovery(true, 1))));
        // With recovery off no period is sent.
        Settings.addsNothing(ORDERS, settings(s -> s.withRecovery(new Recovery(false, 36))));
    }

    @Test
    void aCustomerManagedKeyIsNamed() {
        Settings.adds(ORDERS, settings(s -> s.withEncryption(new Encryption(EncryptionType.CUSTOMER_MANAGED,
                Optional.empty()))), Severity.ERROR, "Orders",
                "the table is encrypted with a customer managed key but names none");
        Settings.addsNothing(ORDERS, settings(s -> s.withEncryption(Encryption.customerManaged("alias/orders"))));
        Settings.addsNothing(ORDERS, settings(s -> s.withEncryption(Encryption.AWS_MANAGED)));
    }
}
