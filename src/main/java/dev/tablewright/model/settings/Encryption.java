package dev.tablewright.model.settings;

import java.util.Optional;

/** Encryption at rest: the key's owner and, for a customer managed key, its ARN (or id, or alias). */
public record Encryption(EncryptionType type, Optional<String> kmsKey) {
    public static final Encryption AWS_OWNED = new Encryption(EncryptionType.AWS_OWNED, Optional.empty());
    public static final Encryption AWS_MANAGED = new Encryption(EncryptionType.AWS_MANAGED, Optional.empty());

    public Encryption {
        type = type == null ? EncryptionType.AWS_OWNED : type;
        kmsKey = kmsKey == null ? Optional.empty() : kmsKey.filter(k -> !k.isBlank());
    }

    public static Encryption customerManaged(String kmsKey) {
        return new Encryption(EncryptionType.CUSTOMER_MANAGED, Optional.of(kmsKey));
    }
}
