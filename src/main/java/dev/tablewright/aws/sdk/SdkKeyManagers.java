package dev.tablewright.aws.sdk;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.kms.KmsClient;
import software.amazon.awssdk.services.kms.model.KeyManagerType;
import software.amazon.awssdk.services.kms.model.KmsException;

/**
 * {@link KeyManagers} by KMS's DescribeKey ({@code KeyMetadata.KeyManager}: {@code AWS} or
 * {@code CUSTOMER}), one call per key for the life of the connection. A refusal (no
 * {@code kms:DescribeKey} permission, a key in another account) or a failure is an unknown answer
 * with its reason, never an error: the table itself was read.
 */
public final class SdkKeyManagers implements KeyManagers, AutoCloseable {
    private final KmsClient kms;
    private final Map<String, Lookup> known = new ConcurrentHashMap<>();

    public SdkKeyManagers(KmsClient kms) {
        this.kms = kms;
    }

    @Override
    public Lookup lookUp(String keyArn) {
        Lookup cached = known.get(keyArn);
        if (cached != null) {
            return cached;
        }
        Lookup answer = describe(keyArn);
        if (answer.awsManaged().isPresent()) {
            known.put(keyArn, answer);
        }
        return answer;
    }

    private Lookup describe(String keyArn) {
        try {
            KeyManagerType manager = kms.describeKey(b -> b.keyId(keyArn)).keyMetadata().keyManager();
            if (manager == KeyManagerType.AWS || manager == KeyManagerType.CUSTOMER) {
                return Lookup.of(manager == KeyManagerType.AWS);
            }
            return Lookup.unknown("KMS's DescribeKey named no key manager for " + keyArn);
        } catch (KmsException e) {
            String code = e.awsErrorDetails() == null ? "" : e.awsErrorDetails().errorCode();
            return Lookup.unknown("KMS's DescribeKey answered " + (code == null || code.isEmpty()
                    ? "status " + e.statusCode() : code) + " for " + keyArn);
        } catch (SdkException e) {
            return Lookup.unknown("KMS's DescribeKey could not be reached: " + e.getMessage());
        }
    }

    @Override
    public void close() {
        kms.close();
    }
}
