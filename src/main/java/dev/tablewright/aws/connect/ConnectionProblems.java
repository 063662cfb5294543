package dev.tablewright.aws.connect;

import dev.tablewright.engine.api.DynamoException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Locale;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;

/**
 * One line that says what went wrong with a connection and what to do, from whatever the SDK threw
 * (its messages are long and its causes nested). Never a stack trace, never a credential: the SDK's
 * messages name profiles and files, not keys.
 */
public final class ConnectionProblems {
    private ConnectionProblems() {
    }

    public static String explain(Throwable error, Connection c) {
        String profile = c.profile().isEmpty() ? "" : " --profile " + c.profile();
        for (Throwable t = error; t != null; t = t.getCause()) {
            String message = String.valueOf(t.getMessage());
            String lower = message.toLowerCase(Locale.ROOT);
            if (t instanceof ConnectionException) {
                return message;
            }
            if (isSsoExpiry(t, lower)) {
                return "The SSO session" + (profile.isEmpty() ? "" : " of profile " + c.profile())
                        + " has expired or is not signed in: run aws sso login" + profile;
            }
            if (t instanceof UnknownHostException) {
                return "Unknown host " + message + ": check the endpoint URL, the region or your network";
            }
            if (t instanceof ConnectException) {
                return "Connection refused" + where(c) + ": is DynamoDB Local running there?";
            }
            if (t instanceof ApiCallTimeoutException || t instanceof ApiCallAttemptTimeoutException
                    || t instanceof SocketTimeoutException) {
                return "No answer" + where(c) + " in time: the endpoint or network does not respond";
            }
            if (lower.contains("unable to load credentials") || lower.contains("unable to load aws credentials")
                    || lower.contains("profile file contained no credentials")) {
                return "No credentials" + (profile.isEmpty() ? " in the default chain (environment, ~/.aws, SSO)"
                        : " for profile " + c.profile()) + ": configure them with aws configure" + profile
                        + " or aws sso login" + profile;
            }
            if (t instanceof AwsServiceException s && isDenied(s)) {
                return "Access denied (" + code(s) + "): " + firstLine(serviceMessage(s));
            }
            if (t instanceof AwsServiceException s) {
                return code(s) + ": " + firstLine(serviceMessage(s));
            }
            if (t instanceof DynamoException d) {
                return d.errorCode() + ": " + firstLine(message);
            }
        }
        return firstLine(String.valueOf(error.getMessage()));
    }

    private static boolean isSsoExpiry(Throwable t, String lower) {
        String type = t.getClass().getName();
        boolean sso = type.contains(".sso.") || type.contains(".ssooidc.") || lower.contains("sso");
        return sso && (lower.contains("expired") || lower.contains("token") && lower.contains("refresh")
                || lower.contains("sso login") || type.endsWith("UnauthorizedException"));
    }

    private static boolean isDenied(AwsServiceException s) {
        String code = code(s);
        return s.statusCode() == 403 || code.contains("AccessDenied") || code.equals("UnrecognizedClientException")
                || code.equals("InvalidSignatureException") || code.contains("ExpiredToken");
    }

    private static String code(AwsServiceException s) {
        return s.awsErrorDetails() != null && s.awsErrorDetails().errorCode() != null
                ? s.awsErrorDetails().errorCode() : "HTTP " + s.statusCode();
    }

    private static String serviceMessage(AwsServiceException s) {
        return s.awsErrorDetails() != null && s.awsErrorDetails().errorMessage() != null
                ? s.awsErrorDetails().errorMessage() : String.valueOf(s.getMessage());
    }

    private static String where(Connection c) {
        return switch (c.kind()) {
            case LOCAL_ENDPOINT -> " at " + (c.endpoint().isEmpty() ? Connection.DEFAULT_ENDPOINT : c.endpoint());
            case AWS -> c.profile().isEmpty() ? "" : " (profile " + c.profile() + ")";
            default -> "";
        };
    }

    private static String firstLine(String s) {
        int end = s.indexOf('\n');
        return (end < 0 ? s : s.substring(0, end)).strip();
    }
}
