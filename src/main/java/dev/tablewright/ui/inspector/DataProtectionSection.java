package dev.tablewright.ui.inspector;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Data protection: point-in-time recovery and its period (1–35 days), deletion protection, and
 * encryption at rest (the KMS key only for a customer managed one).
 */
public final class DataProtectionSection extends SettingsSection {
    private final BooleanProperty recovery = new SimpleBooleanProperty(this, "recovery", false);
    private final CommitField recoveryDays = new CommitField(text -> commit(() -> SettingsEdits.setRecovery(table(),
            new Recovery(recoveryNow().enabled(), days(text)))));
    private final BooleanProperty deletionProtection = new SimpleBooleanProperty(this, "deletionProtection", false);
    private final ObjectProperty<EncryptionType> encryption = new SimpleObjectProperty<>(this, "encryption",
            EncryptionType.AWS_OWNED);
    private final ReadOnlyBooleanWrapper customerManaged = new ReadOnlyBooleanWrapper(this, "customerManaged", false);
    private final CommitField kmsKey = new CommitField(text -> commit(() -> SettingsEdits.setEncryption(table(),
            new Encryption(EncryptionType.CUSTOMER_MANAGED, Optional.of(text.strip())))));

    DataProtectionSection(DocumentEditor editor) {
        super(editor);
        recovery.addListener((o, a, b) -> choose(() -> SettingsEdits.setRecovery(table(),
                new Recovery(b, recoveryNow().periodDays()))));
        deletionProtection.addListener((o, a, b) -> choose(() -> SettingsEdits.setDeletionProtection(table(), b)));
        // A customer managed key keeps the key typed so far; the others name no key.
        encryption.addListener((o, a, b) -> {
            if (b != null) {
                choose(() -> SettingsEdits.setEncryption(table(), new Encryption(b,
                        b == EncryptionType.CUSTOMER_MANAGED ? Optional.of(kmsKey.text()) : Optional.empty())));
            }
        });
    }

    private static int days(String text) {
        long days = SettingInput.whole(text, "The recovery period");
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, days));
    }

    private Recovery recoveryNow() {
        return current().map(t -> t.settings().recovery()).orElse(Recovery.OFF);
    }

    @Override
    protected void refresh(TableDesign t) {
        Recovery r = t.settings().recovery();
        recovery.set(r.enabled());
        recoveryDays.reset(Integer.toString(r.periodDays()));
        deletionProtection.set(t.settings().deletionProtection());
        Encryption e = t.settings().encryption();
        encryption.set(e.type());
        customerManaged.set(e.type() == EncryptionType.CUSTOMER_MANAGED);
        kmsKey.reset(e.kmsKey().orElse(""));
    }

    @Override
    protected List<CommitField> fields() {
        return List.of(recoveryDays, kmsKey);
    }

    /** Point-in-time recovery on or off. */
    public BooleanProperty recoveryProperty() {
        return recovery;
    }

    /** How many days back a restore may go (1–35). */
    public CommitField recoveryDays() {
        return recoveryDays;
    }

    public BooleanProperty deletionProtectionProperty() {
        return deletionProtection;
    }

    /** Who holds the key; picking one commits it. */
    public ObjectProperty<EncryptionType> encryptionProperty() {
        return encryption;
    }

    /** True when the key is the account's own, so its ARN applies. */
    public ReadOnlyBooleanProperty customerManagedProperty() {
        return customerManaged.getReadOnlyProperty();
    }

    /** The customer managed key's ARN, id or alias. */
    public CommitField kmsKey() {
        return kmsKey;
    }
}
