/* global document, navigator */
// The API Keys page's copy button: shown only where a script runs (the key stays selectable
// without it), it copies the new key to the clipboard. An external file, as the CSP requires.
'use strict';
document.querySelectorAll('button[data-copy]').forEach(function (button) {
  var input = document.getElementById(button.getAttribute('data-copy'));
  var status = document.querySelector('[data-copied-for="' + input.id + '"]');
  button.hidden = false;
  button.addEventListener('click', function () {
    input.select();
    var done = function () {
      status.textContent = 'Copied.';
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(input.value).then(done, function () {
        status.textContent = 'Select the key and copy it.';
      });
    } else {
      status.textContent = 'Select the key and copy it.';
    }
  });
});
