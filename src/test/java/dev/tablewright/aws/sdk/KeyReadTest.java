package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How a table read back takes KMS's answer about its key ({@link SdkSettingsReader.KeyRead}). */
class KeyReadTest {
    private static final String ARN = "arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab";
    private static final TableSettings KEYED = TableSettings.DEFAULT.withEncryption(Encryption.customerManaged(ARN));

    @Test
    void aKeyKmsCallsAwsManagedIsTheAwsManagedKey() {
        SdkSettingsReader.KeyRead read = SdkSettingsReader.KeyRead.of(KEYED, arn -> KeyManagers.Lookup.of(true));
        assertEquals(Encryption.AWS_MANAGED, read.settings().encryption());
        assertEquals(Optional.empty(), read.unknown());
    }

    @Test
    void aKeyKmsCallsTheCustomersStaysWithItsArn() {
        SdkSettingsReader.KeyRead read = SdkSettingsReader.KeyRead.of(KEYED, arn -> KeyManagers.Lookup.of(false));
        assertEquals(Encryption.customerManaged(ARN), read.settings().encryption());
        assertEquals(Optional.empty(), read.unknown());
    }

    @Test
    void aKeyKmsCouldNotNameStaysWithItsArnAndSaysWhy() {
        SdkSettingsReader.KeyRead read = SdkSettingsReader.KeyRead.of(KEYED, KeyManagers.NONE);
        assertEquals(Encryption.customerManaged(ARN), read.settings().encryption());
        assertEquals(Optional.of("this connection reaches no AWS KMS"), read.unknown());
    }

    @Test
    void kmsIsAskedOnlyAboutAKey() {
        List<String> asked = new ArrayList<>();
        KeyManagers recording = arn -> {
            asked.add(arn);
            return KeyManagers.Lookup.of(false);
        };
        for (Encryption e : List.of(Encryption.AWS_OWNED, Encryption.AWS_MANAGED)) {
            SdkSettingsReader.KeyRead read = SdkSettingsReader.KeyRead.of(TableSettings.DEFAULT.withEncryption(e), recording);
            assertEquals(e, read.settings().encryption());
            assertEquals(Optional.empty(), read.unknown());
        }
        assertEquals(List.of(), asked);
    }
}
