#include "jt/packs/content_hash.h"

#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"
#include "packs/sha256.h"

namespace jt::packs {

ContentHash content_hash(const json::Value& content) {
  json::WriteResult canonical = json::write_canonical(content);
  if (!canonical.ok()) return {{}, std::move(canonical.error)};
  std::optional<std::string> hex = detail::sha256_hex(canonical.text);
  if (!hex)
    return {{},
            Diagnostic{.code = Code::kInternalError,
                       .message = "cannot compute SHA-256: libcrypto failed"}};
  return {std::string(kHashPrefix) + *hex, std::nullopt};
}

HashCheck check_content_hash(const json::Value& pack, const std::string& file) {
  const json::Value* content = pack.find("content");
  if (content == nullptr) {
    return {{},
            Diagnostic{.code = Code::kMissingField,
                       .file = file,
                       .message = "expected a pack, an object with \"content\""}};
  }
  ContentHash computed = content_hash(*content);
  if (!computed.ok()) {
    computed.error->file = file;
    computed.error->path = "/content" + computed.error->path;
    return {{}, std::move(computed.error)};
  }
  const json::Value* stated = pack.find("content_hash");
  if (stated != nullptr && stated->is_string() && stated->as_string() == computed.value) {
    return {std::move(computed.value), std::nullopt};
  }
  const std::string what = stated == nullptr ? "missing" : "is " + json::write_compact(*stated);
  Diagnostic problem{
      .code = Code::kHashMismatch,
      .file = file,
      .path = stated == nullptr ? "" : "/content_hash",
      .message = "content_hash " + what + ", but the content's hash is " + computed.value,
      .hint = "run `jabbertoon pack hash --fix " + file + "`"};
  return {std::move(computed.value), std::move(problem)};
}

}  // namespace jt::packs
